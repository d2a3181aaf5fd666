export default { version: '1.0', project: { name: 'nomods' } };
