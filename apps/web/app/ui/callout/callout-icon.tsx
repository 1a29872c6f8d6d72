export type CalloutTone = 'info' | 'success' | 'warning' | 'error';

// Drawn here rather than taken from lucide: the shell chunk every page loads carries the Icon set (ADR 0021).
const PATHS: Record<CalloutTone, string> = {
  info: 'M12 11v5M12 8h.01',
  success: 'M8 12.5l2.5 2.5L16 9.5',
  warning: 'M12 9v4M12 16.5h.01',
  error: 'M9 9l6 6M15 9l-6 6',
};

/** The tone's symbol in a circle (a triangle for warnings): the callout's meaning without colour. */
export function CalloutIcon({ tone }: { tone: CalloutTone }) {
  return (
    <svg
      width="24"
      height="24"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      data-icon={tone}
    >
      {tone === 'warning' ? (
        <path d="M10.3 3.9 2.4 17.6A2 2 0 0 0 4.1 20.6h15.8a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0z" />
      ) : (
        <circle cx="12" cy="12" r="9.5" />
      )}
      <path d={PATHS[tone]} />
    </svg>
  );
}
