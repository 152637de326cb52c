export function LogoMark({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="16" fill="#4f46e5" />
      <path d="M18 46V18h6.5l15 19.5V18H46v28h-6.5l-15-19.5V46z" fill="#fff" />
      <circle cx="49" cy="15" r="5" fill="#2dd4bf" />
    </svg>
  );
}
