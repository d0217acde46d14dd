/** Short leases for tests that play a crash (the product's are JOB_LEASE). */
export const TEST_LEASE = { seconds: 3, renewMs: 500, checkSeconds: 1 } as const;
