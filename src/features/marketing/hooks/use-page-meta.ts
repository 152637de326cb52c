/**
 * Keeps the document head in step with the marketing page on client-side navigation. The first
 * load already carries these values (the build wrote them into the prerendered HTML); this covers
 * moving between pages without a reload, and restores the app's defaults on the way out.
 */
import { useEffect } from 'react';

export interface PageMeta {
  /** The full <title>, also used for og:title. */
  title: string;
  /** The meta description (aim for 120-160 characters), also used for og:description. */
  description: string;
}

/** Must match index.html, the shell every non-marketing screen starts from. */
const DEFAULT_META: PageMeta = {
  title: 'Nyra: learn data, AI and analytics engineering',
  description:
    'Nyra helps you build a career in data, AI and analytics engineering: expert-led tracks, in-browser SQL and Python practice, resume tools and mock interviews, online or offline.',
};

function setMetaContent(selector: string, value: string): void {
  document.head.querySelector<HTMLMetaElement>(selector)?.setAttribute('content', value);
}

function applyMeta(meta: PageMeta): void {
  document.title = meta.title;
  setMetaContent('meta[name="description"]', meta.description);
  setMetaContent('meta[property="og:title"]', meta.title);
  setMetaContent('meta[property="og:description"]', meta.description);
  setMetaContent('meta[name="twitter:title"]', meta.title);
  setMetaContent('meta[name="twitter:description"]', meta.description);
  const canonical = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (canonical) {
    // Keep the site origin the build chose; only the path follows the page.
    const url = new URL(canonical.href);
    url.pathname = window.location.pathname;
    canonical.href = url.href;
    setMetaContent('meta[property="og:url"]', url.href);
  }
}

export function usePageMeta(meta: PageMeta): void {
  const { title, description } = meta;
  useEffect(() => {
    applyMeta({ title, description });
    return () => applyMeta(DEFAULT_META);
  }, [title, description]);
}
