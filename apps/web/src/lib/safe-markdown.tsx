import type { ComponentProps } from 'react';
import ReactMarkdown, { type Components } from 'react-markdown';
import { TOKEN_PLACEHOLDER } from '@app/schema/constants';
import { currentToken } from './session.ts';

const ENCODED_PLACEHOLDER = encodeURI(TOKEN_PLACEHOLDER);
const VIDEO = /\.(mp4|webm|ogg|mov|avi)(\?.*)?$/i;

export function isOwnOrigin(href: string): boolean {
  try {
    return new URL(href, window.location.origin).origin === window.location.origin;
  } catch {
    return false;
  }
}

/** The {token} placeholder becomes the stored token, only inside links to the site's own origin. */
export function withToken(href: string, token: string | null): string {
  if (!isOwnOrigin(href)) return href;
  const value = encodeURIComponent(token ?? '');
  return href.split(TOKEN_PLACEHOLDER).join(value).split(ENCODED_PLACEHOLDER).join(value);
}

const components: Components = {
  a({ href, children, node: _node, ...rest }) {
    const target = href ? withToken(href, currentToken()) : undefined;
    const external = target ? !isOwnOrigin(target) : false;
    return (
      <a href={target} {...rest} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
        {children}
      </a>
    );
  },
  img({ src, alt, node: _node }) {
    if (typeof src === 'string' && VIDEO.test(src))
      return <video src={src} controls playsInline preload="metadata" aria-label={alt} />;
    return <img src={typeof src === 'string' ? src : undefined} alt={alt ?? ''} loading="lazy" />;
  },
};

/** Markdown without raw HTML (HTML in the source is dropped, unsafe URLs are neutralised by react-markdown). */
export function SafeMarkdown({ children, className }: { children: string; className?: string }) {
  return (
    <div className={['ui-markdown', className].filter(Boolean).join(' ')}>
      <ReactMarkdown skipHtml components={components}>
        {children}
      </ReactMarkdown>
    </div>
  );
}

export type SafeMarkdownProps = ComponentProps<typeof SafeMarkdown>;
