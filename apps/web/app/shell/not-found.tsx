import { Link } from 'react-router';
import { InfoPage } from './info-page';

export function NotFound() {
  return (
    <InfoPage
      title="Página no encontrada"
      lead="La dirección que buscás no existe o cambió de lugar."
      showContact={false}
    >
      <p>
        <Link to="/">Volver al inicio</Link>
      </p>
    </InfoPage>
  );
}
