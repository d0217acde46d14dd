import type { CallDefinition } from '@portal/contracts';
import {
  authedProcedure,
  deviceProcedure,
  managerProcedure,
  openapiProcedure,
  publicProcedure,
  superAdminProcedure,
  operatorProcedure,
} from './procedures';
import { limitPublicCalls } from './middlewares/limit-public-calls';
import { validateOutput } from './middlewares/validate-output';
import { trackLiveSessions } from './middlewares/track-live-sessions';

/**
 * The call's output schema as the procedure's declared type (RouterOutputs, the resolver's return
 * check), with a parser that passes the answer through: validateOutput parses it when the config
 * says so, which a parser fixed at router build time could not ask.
 */
const declaredOutput = <C extends CallDefinition>(_call: C) =>
  ({ parse: (answer: unknown) => answer }) as unknown as C['output'];

/*
 * One builder per access level: `authedCall(calls.x)` is the procedure with the call's meta,
 * input and output schemas applied. The router test checks each builder matches call.access.
 */
export const publicCall = <C extends CallDefinition>(call: C) =>
  publicProcedure
    .meta({ call, access: 'public' })
    .use(limitPublicCalls)
    .input(call.input as C['input'])
    .use(trackLiveSessions)
    .use(validateOutput(call.output))
    .output(declaredOutput(call));

export const authedCall = <C extends CallDefinition>(call: C) =>
  authedProcedure
    .meta({ call, access: 'authed' })
    .input(call.input as C['input'])
    .use(validateOutput(call.output))
    .output(declaredOutput(call));

export const managerCall = <C extends CallDefinition>(call: C) =>
  managerProcedure
    .meta({ call, access: 'manager' })
    .input(call.input as C['input'])
    .use(validateOutput(call.output))
    .output(declaredOutput(call));

export const superAdminCall = <C extends CallDefinition>(call: C) =>
  superAdminProcedure
    .meta({ call, access: 'superAdmin' })
    .input(call.input as C['input'])
    .use(validateOutput(call.output))
    .output(declaredOutput(call));

export const openapiCall = <C extends CallDefinition>(call: C) =>
  openapiProcedure
    .meta({ call, access: 'openapi' })
    .input(call.input as C['input'])
    .use(validateOutput(call.output))
    .output(declaredOutput(call));

/** Kiosk calls: the device token stands for a login (limited per address as public calls are). */
export const deviceCall = <C extends CallDefinition>(call: C) =>
  deviceProcedure
    .meta({ call, access: 'device' })
    .use(limitPublicCalls)
    .input(call.input as C['input'])
    .use(validateOutput(call.output))
    .output(declaredOutput(call));

/** Operator calls: the operator's own session (is-operator.ts); every change they make is audited. */
export const operatorCall = <C extends CallDefinition>(call: C) =>
  operatorProcedure
    .meta({ call, access: 'operator' })
    .input(call.input as C['input'])
    .use(validateOutput(call.output))
    .output(declaredOutput(call));

/*
 * Event-stream calls: their output schema describes each `data` event, which tRPC does not check
 * per item, so these builders leave the output out (the OpenAPI document still shows it).
 */
export const authedStreamCall = <C extends CallDefinition>(call: C) =>
  authedProcedure.meta({ call, access: 'authed' }).input(call.input as C['input']);

export const publicStreamCall = <C extends CallDefinition>(call: C) =>
  publicProcedure
    .meta({ call, access: 'public' })
    .use(limitPublicCalls)
    .input(call.input as C['input']);
