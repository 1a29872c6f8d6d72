// Loaded with React.lazy only on the address step: Leaflet and its CSS never reach other routes.
import 'leaflet/dist/leaflet.css';
import { USHUAIA_MAP } from '@portal/domain';
import { divIcon, latLngBounds, type LeafletMouseEvent, type Marker as LeafletMarker } from 'leaflet';
import { useMemo, useState } from 'react';
import { MapContainer, Marker, TileLayer, useMapEvents, ZoomControl } from 'react-leaflet';
import { clampToUshuaia } from '../../lib/register-form';
import styles from './register-map.module.css';

export interface RegisterMapProps {
  lat: number;
  lng: number;
  onMove: (lat: number, lng: number) => void;
}

const { north, south, west, east } = USHUAIA_MAP.bounds;
const BOUNDS = latLngBounds([south, west], [north, east]);

// A CSS marker instead of Leaflet's PNG icons: no image URLs to rewrite for the bundler or allow in the CSP.
const PIN = divIcon({
  className: styles.pin,
  html: '<span></span>',
  iconSize: [28, 28],
  iconAnchor: [14, 28],
});

function ClickToMove({ onMove }: Pick<RegisterMapProps, 'onMove'>) {
  useMapEvents({
    click(event: LeafletMouseEvent) {
      const p = clampToUshuaia(event.latlng.lat, event.latlng.lng);
      onMove(p.lat, p.lng);
    },
  });
  return null;
}

export default function RegisterMap({ lat, lng, onMove }: RegisterMapProps) {
  const [tilesFailed, setTilesFailed] = useState(false);
  const handlers = useMemo(
    () => ({
      dragend(event: { target: LeafletMarker }) {
        const position = event.target.getLatLng();
        const p = clampToUshuaia(position.lat, position.lng);
        onMove(p.lat, p.lng);
      },
    }),
    [onMove],
  );

  return (
    <div className={styles.wrap}>
      <MapContainer
        center={[USHUAIA_MAP.center.lat, USHUAIA_MAP.center.lng]}
        zoom={USHUAIA_MAP.zoom}
        minZoom={USHUAIA_MAP.zoom - 1}
        maxBounds={BOUNDS}
        maxBoundsViscosity={1}
        className={styles.map}
        // Arrow keys would pan the map, not the marker: the move buttons and coordinates below are the
        // keyboard controls, so the map itself stays out of the tab order.
        keyboard={false}
        zoomControl={false}
      >
        <ZoomControl position="topright" zoomInTitle="Acercar" zoomOutTitle="Alejar" />
        <TileLayer
          url="https://tile.openstreetmap.org/{z}/{x}/{y}.png"
          attribution="&copy; colaboradores de OpenStreetMap"
          bounds={BOUNDS}
          eventHandlers={{ tileerror: () => setTilesFailed(true) }}
        />
        <Marker position={[lat, lng]} draggable icon={PIN} eventHandlers={handlers} keyboard={false} />
        <ClickToMove onMove={onMove} />
      </MapContainer>
      {tilesFailed ? (
        <p className={styles.fallback} role="status" data-testid="map-fallback">
          No pudimos cargar el mapa de calles. Igual podés ubicar tu domicilio: arrastrá el marcador, usá los
          botones de dirección o escribí la latitud y la longitud.
        </p>
      ) : null}
    </div>
  );
}
