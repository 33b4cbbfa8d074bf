import { useStore } from 'react-redux';
import { errorMessage, type AppStore } from '@portal/api-client';
import { UPLOADER_MESSAGES, type MetadataField } from '@portal/contracts';
import { usePlatform } from '@portal/platform';
import { uploaderFormsApi } from '../api/uploader-forms-api';
import type { MetadataSelection } from '../lib/state/metadata-form';

/** How long 'Finished' stays on the busy overlay before it goes. */
const FINISHED_SHOWN_MS = 700;

/**
 * Adding a value the uploader typed to a field (createNewMetadata), placed under the chosen parent value when the
 * field is hierarchical (createEdge), with the busy messages of spec §4: 'Adding Metadata...', then 'Finished' or
 * 'Error...' (with the server's reason). Resolves with the new value's id to select, or null when it failed.
 */
export function useAddMetadataValue(siteId: number, setIds: number[]) {
  const { busy } = usePlatform();
  const store = useStore() as AppStore;
  return async (
    field: MetadataField,
    text: string,
    fields: MetadataField[],
    selection: MetadataSelection,
  ): Promise<number | null> => {
    busy.on(UPLOADER_MESSAGES.addingMetadata);
    try {
      const added = await store
        .dispatch(
          uploaderFormsApi.endpoints.createNewMetadata.initiate({
            DeploymentIndexId: siteId,
            FieldId: field.fieldId,
            FieldValue: text,
            setIds,
          }),
        )
        .unwrap();
      for (const parent of chosenParents(field, fields, selection)) {
        await store
          .dispatch(
            uploaderFormsApi.endpoints.createEdge.initiate({
              DeploymentIndexId: siteId,
              FieldCode: field.code,
              FieldName: field.name,
              FieldValue: added.value,
              ParentFieldCode: parent.field.code,
              ParentFieldName: parent.field.name,
              ParentFieldValue: parent.value,
            }),
          )
          .unwrap();
      }
      busy.on(UPLOADER_MESSAGES.finished);
      setTimeout(() => busy.off(), FINISHED_SHOWN_MS);
      return added.profileFieldValueId;
    } catch (error) {
      busy.off();
      const reason = errorMessage(error, '');
      busy.error(reason ? `${UPLOADER_MESSAGES.edgeError} ${reason}` : UPLOADER_MESSAGES.edgeError);
      return null;
    }
  };
}

/** The values chosen in the fields a hierarchical field's values sit under (a new country goes under the chosen region). */
function chosenParents(field: MetadataField, fields: MetadataField[], selection: MetadataSelection) {
  const parentCodes = new Set(field.values.flatMap((value) => value.parents.map((parent) => parent.fieldCode)));
  return fields
    .filter((candidate) => parentCodes.has(candidate.code))
    .flatMap((parentField) =>
      (selection[parentField.fieldId] ?? []).flatMap((id) => {
        const value = parentField.values.find((option) => option.profileFieldValueId === id);
        return value ? [{ field: parentField, value: value.value }] : [];
      }),
    );
}
