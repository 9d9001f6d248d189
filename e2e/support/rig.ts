// Settings the browser-test rig starts its server with, shared with the tests that check them.

/** The support desk the rig's server is configured with (SPEC §2 tech support contact). */
export const E2E_SUPPORT = { phone: '+1 (888) 555-0199', email: 'helpdesk@podium.test' } as const;
