import type { OperatorActor } from '../../services/operators/operator-accounts';

/** ops/me: who is signed in to the console (the middleware already refused anyone else). */
export const meHandler = ({ ctx }: { ctx: { operator: OperatorActor } }) => ctx.operator;
