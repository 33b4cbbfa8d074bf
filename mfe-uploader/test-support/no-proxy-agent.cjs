// Jest only: @azure/storage-blob's Node build requires https-proxy-agent / http-proxy-agent, whose current
// versions are ECMAScript modules that jest's CommonJS runtime cannot require. The tests talk to MSW without a
// proxy, so these agents are never constructed; Node itself (20.19+) loads the real ones in the product.
class NoProxyAgent {
  constructor() {
    throw new Error('No HTTP proxy in the uploader tests.');
  }
}
module.exports = { HttpsProxyAgent: NoProxyAgent, HttpProxyAgent: NoProxyAgent };
