import type { ButtonHTMLAttributes, ReactNode } from 'react';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: 'md' | 'sm';
  block?: boolean;
  children?: ReactNode;
}

export function buttonClass(
  variant: ButtonVariant = 'primary',
  size: 'md' | 'sm' = 'md',
  block = false,
  extra?: string,
): string {
  return ['ui-button', `ui-button--${variant}`, size === 'sm' && 'ui-button--sm', block && 'ui-button--block', extra]
    .filter(Boolean)
    .join(' ');
}

export function Button({
  variant = 'primary',
  size = 'md',
  block = false,
  className,
  type = 'button',
  ...rest
}: ButtonProps) {
  return <button type={type} className={buttonClass(variant, size, block, className)} {...rest} />;
}

export interface IconButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** The accessible name (icon buttons have no visible text). */
  label: string;
}

export function IconButton({ label, className, type = 'button', children, ...rest }: IconButtonProps) {
  return (
    <button
      type={type}
      aria-label={label}
      title={label}
      className={['ui-icon-button', className].filter(Boolean).join(' ')}
      {...rest}
    >
      {children}
    </button>
  );
}
