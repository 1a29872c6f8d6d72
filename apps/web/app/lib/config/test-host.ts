const TEST_LABELS = new Set(['test', 'testing', 'qa', 'staging', 'sandbox']);

/**
 * True when the backend host looks like a test deployment: one hostname label (or a dash-separated
 * part of one) is a test word, e.g. 'test.example.com' or 'api-test.example.com'. Words inside longer
 * names ('contest.com', 'latest.example.com') do not count, so production never shows the badge by accident.
 */
export function isTestHost(host: string): boolean {
  const hostname = host.trim().toLowerCase().replace(/:\d+$/, '');
  if (!hostname) return false;
  return hostname.split('.').some((label) => label.split('-').some((part) => TEST_LABELS.has(part)));
}
