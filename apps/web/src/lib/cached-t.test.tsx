import { renderHook } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { applyTranslations, i18n } from '../i18n/i18n.ts';
import { useCachedT } from './cached-t.ts';

const wrapper = ({ children }: { children: ReactNode }) => <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;

describe('useCachedT', () => {
  it('translates with interpolation and follows a newly loaded map', () => {
    applyTranslations('fr', {});
    const first = renderHook(() => useCachedT(), { wrapper });
    expect(first.result.current('Post by {{name}}', { name: 'Mila' })).toBe('Post by Mila');
    applyTranslations('fr', { 'Post by {{name}}': 'Publication de {{name}}' });
    const second = renderHook(() => useCachedT(), { wrapper });
    expect(second.result.current('Post by {{name}}', { name: 'Mila' })).toBe('Publication de Mila');
    expect(second.result.current('Post by {{name}}', { name: 'Jade' })).toBe('Publication de Jade');
    applyTranslations('en', {});
  });
});
