import { Agent } from 'node:https';
import { AnonymousCredential, BlockBlobClient, newPipeline, type RequestPolicyFactory } from '@azure/storage-blob';

/**
 * A BlockBlobClient for a blob URL with a SAS, as a browser would use it — here the portal's /blob proxy
 * on the test server, whose certificate is self-signed (hence the agent). No retries: a refusal is the answer.
 */
export function blockBlobClientFor(sasUrl: string): BlockBlobClient {
  const agent = new Agent({ rejectUnauthorized: false, keepAlive: true });
  const trustTestCertificate: RequestPolicyFactory = {
    create: (next) => ({
      sendRequest: (request) => {
        request.agent = agent;
        return next.sendRequest(request);
      },
    }),
  };
  const pipeline = newPipeline(new AnonymousCredential(), { retryOptions: { maxTries: 1 } });
  pipeline.factories.push(trustTestCertificate);
  return new BlockBlobClient(sasUrl, pipeline);
}

/** The HTTP status a storage call was refused with (the SDK throws a RestError carrying it). */
export async function refusalStatus(call: Promise<unknown>): Promise<number | undefined> {
  try {
    await call;
    return undefined;
  } catch (error) {
    const status = (error as { statusCode?: number }).statusCode;
    if (status === undefined) throw error;
    return status;
  }
}
