export default {
  version: '1.0',
  project: { name: 'dry-app', description: 'a dry run', version: '1.0.0', framework: 'nextjs' },
  modules: [
    { id: 'framework/nextjs', parameters: {}, features: {} },
    { id: 'database/drizzle', parameters: {}, features: {} },
    { id: 'integrations/drizzle-nextjs-integration', parameters: {}, features: {} }
  ]
};
