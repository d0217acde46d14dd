import { RouterProvider } from 'react-router-dom';
import { ToastViewport } from '../components/ToastViewport';
import { installButtonKeyBlur } from '../lib/button-key-blur';
import { installChunkReload } from '../lib/chunk-reload';
import { AppProviders } from './AppProviders';
import { router } from './routes';
import { installCallFailureEffects } from './session-expiry';

installCallFailureEffects((to) => void router.navigate(to));
installChunkReload();
installButtonKeyBlur();

export function App() {
  return (
    <AppProviders>
      <RouterProvider router={router} />
      <ToastViewport />
    </AppProviders>
  );
}
