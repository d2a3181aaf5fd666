export default {
  version: '1.0',
  project: { name: 'auth-first', description: 'auth before the framework', version: '1.0.0', framework: 'nextjs' },
  modules: [
    { id: 'auth/better-auth', parameters: {}, features: {} },
    { id: 'framework/nextjs', parameters: {}, features: {} }
  ]
};
