import type { Database } from '../client';
import { createOperator, hasOperator } from '../../services/operators/operator-accounts';

/** The demo operator's address and password (SEED_DEMO_OPERATOR=1 only; never in a plain production start). */
export const DEMO_OPERATOR = { email: 'ops@demo.local', password: 'Demo@2026', displayName: '平台运营' };

/** Adds the demo operator once, beside the demo accounts; true when it was added. */
export async function seedDemoOperator(db: Database): Promise<boolean> {
  if (await hasOperator(db)) return false;
  await createOperator(db, DEMO_OPERATOR);
  return true;
}
