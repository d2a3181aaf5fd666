const x = { version: '1.0' };
