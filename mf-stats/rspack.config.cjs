// Everything lives in the shared kit so the shell and the remotes cannot drift apart.
module.exports = require('@draftroom/rspack-kit').createRemoteConfig({ dir: __dirname, remote: 'mf_stats' });
