import { createBrowserRouter } from 'react-router-dom';
import { RouteError } from './RouteError';
import { appRoutes } from './routes';
import { Shell } from './Shell';

export const router = createBrowserRouter([
  { path: '/', element: <Shell />, errorElement: <RouteError />, children: appRoutes },
]);
