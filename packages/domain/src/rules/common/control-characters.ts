// Text from another system is stored as it came, minus the control characters no field of ours holds: NUL
// bytes (PostgreSQL refuses them in text, SQLite keeps them and truncates them in C strings), escapes and
// other C0/C1 codes. Tab and line feed stay: a description may carry them (issue #28 §2.4).
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F]/g;

export function stripControlCharacters(text: string): string {
  return text.replace(CONTROL, '');
}
