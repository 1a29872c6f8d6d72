import { Navigate } from 'react-router';

// The site-content section opens on its first screen.
export default function Contenido() {
  return <Navigate to="/gestion/contenido/popups" replace />;
}
