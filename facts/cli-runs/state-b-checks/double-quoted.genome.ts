export default {
  version: "1.0",
  project: { name: "dq", framework: "nextjs" },
  modules: [{ id: "framework/nextjs", parameters: {} }]
};
