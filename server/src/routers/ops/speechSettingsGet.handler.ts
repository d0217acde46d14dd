import type { Context } from '../../trpc/context';
import { speechSettingsView } from '../../services/operators/speech-settings';

/** ops/speech-settings: the cloud speech services, where each is set up (secrets never shown). */
export const speechSettingsGetHandler = ({ ctx }: { ctx: Pick<Context, 'db' | 'config'> }) => speechSettingsView(ctx);
