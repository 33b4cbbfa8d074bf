import { Type, type Static } from 'typebox';

/** GET v2/aideployments/getDeploymentInfo query; 'rag' selects the retrieval assistant. */
export const AiDeploymentInfoQuery = Type.Object(
  {
    deploymentIndexId: Type.Integer({ minimum: 1 }),
    aiDeploymentType: Type.String({ minLength: 1, maxLength: 50 }),
  },
  { title: 'AiDeploymentInfoQuery' },
);
export type AiDeploymentInfoQuery = Static<typeof AiDeploymentInfoQuery>;

/**
 * GET v2/aideployments/getDeploymentInfo answer: what the browser may know of an AI deployment. The
 * endpoint's authorization and subscription keys are deliberately absent: they are stored encrypted and
 * only the server uses them for its own outgoing calls. The schema also strips anything not listed.
 */
export const AiDeploymentInfo = Type.Object(
  {
    aiDeploymentId: Type.Integer(),
    deploymentName: Type.String(),
    aideploymentTypeId: Type.Integer(),
    aiendpoint: Type.Object(
      {
        aiendpointId: Type.Integer(),
        endpointUrl: Type.String(),
        apimEndpointUrl: Type.Union([Type.String(), Type.Null()]),
      },
      { title: 'AiEndpoint', additionalProperties: false },
    ),
  },
  { title: 'AiDeploymentInfo', additionalProperties: false },
);
export type AiDeploymentInfo = Static<typeof AiDeploymentInfo>;
