// The register map is limited to Ushuaia (spec §2); the marker position must stay inside.
import { USHUAIA_MAP } from '../../constants.js';

export interface LatLng {
  lat: number;
  lng: number;
}

export function isInsideUshuaiaBounds({ lat, lng }: LatLng): boolean {
  const { north, south, west, east } = USHUAIA_MAP.bounds;
  return lat <= north && lat >= south && lng >= west && lng <= east;
}
