/** The Pustak wordmark: an open book and the name. Plain elements (Shell.css): it is in every page's shell. */
export function Logo({ light = false }: { light?: boolean }) {
  return (
    <span className={light ? 'logo logo-light' : 'logo'}>
      <svg width="30" height="30" viewBox="0 0 64 64" aria-hidden="true">
        <rect width="64" height="64" rx="14" fill={light ? '#f6e7c8' : '#0f5c4d'} />
        <path d="M14 18c7-3 13-2 18 2v28c-5-4-11-5-18-2z" fill={light ? '#0f5c4d' : '#f6e7c8'} />
        <path d="M50 18c-7-3-13-2-18 2v28c5-4 11-5 18-2z" fill={light ? '#1a8f70' : '#fff6e0'} />
      </svg>
      <span className="logo-name">Pustak</span>
    </span>
  );
}
