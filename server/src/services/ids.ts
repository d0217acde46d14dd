const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Our ids are UUIDs; anything else cannot name a row (and must not reach a uuid column). */
export const asUuid = (id: string | number | undefined | null): string | null =>
  typeof id === 'string' && UUID.test(id) ? id.toLowerCase() : null;
