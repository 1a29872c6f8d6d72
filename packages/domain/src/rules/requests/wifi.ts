// WiFi network rules (spec §7 / issue #11 §7): a network name of 1 to 32 characters that fits the 32 bytes
// an SSID has, and a WPA2 passphrase of 8 to 63 printable ASCII characters.

export const SSID_MAX_LENGTH = 32;
export const WIFI_PASSWORD_MIN_LENGTH = 8;
export const WIFI_PASSWORD_MAX_LENGTH = 63;

/** Product types whose service includes a router the customer can rename. */
export const WIFI_PRODUCT_TYPES = ['INTERNET', 'MULTIPLAY'] as const;

export const wifiMessages = {
  ssidRequired: 'Ingresá el nombre de la red.',
  ssidTooLong: 'El nombre de la red admite hasta 32 caracteres (la ñ y las letras con tilde ocupan dos).',
  ssidInvalid: 'El nombre de la red no puede tener saltos de línea ni caracteres de control.',
  ssidSpaces: 'El nombre de la red no puede empezar ni terminar con un espacio.',
  passwordLength: 'La contraseña debe tener entre 8 y 63 caracteres.',
  passwordCharacters:
    'La contraseña solo admite letras sin tilde, números, espacios y signos (sin ñ ni emojis).',
  saved: 'Los cambios pueden demorar hasta 5 minutos.',
} as const;

const CONTROL_CHARACTERS = /\p{Cc}/u;
const PRINTABLE_ASCII = /^[\x20-\x7E]*$/;

export function ssidByteLength(ssid: string): number {
  return new TextEncoder().encode(ssid).length;
}

/** The message for a bad network name, or null when it is valid. */
export function ssidProblem(ssid: string): string | null {
  if (ssid.length === 0) return wifiMessages.ssidRequired;
  if (CONTROL_CHARACTERS.test(ssid)) return wifiMessages.ssidInvalid;
  if (ssid.trim() !== ssid) return wifiMessages.ssidSpaces;
  if (ssidByteLength(ssid) > SSID_MAX_LENGTH) return wifiMessages.ssidTooLong;
  return null;
}

/** The message for a bad WPA2 passphrase, or null when it is valid. */
export function wifiPasswordProblem(password: string): string | null {
  if (!PRINTABLE_ASCII.test(password)) return wifiMessages.passwordCharacters;
  if (password.length < WIFI_PASSWORD_MIN_LENGTH || password.length > WIFI_PASSWORD_MAX_LENGTH) {
    return wifiMessages.passwordLength;
  }
  return null;
}

export function supportsWifi(productType: string): boolean {
  return (WIFI_PRODUCT_TYPES as readonly string[]).includes(productType.toUpperCase());
}
