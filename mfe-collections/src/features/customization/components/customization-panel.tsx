import { useState } from 'react';
import { Alert, Button, Collapse, Form, Input, Space, Typography } from 'antd';
import { errorMessage } from '@portal/api-client';
import type { SettingValue } from '@portal/contracts';
import { usePlatform } from '@portal/platform';
import { idProp, type OverlayComponentProps } from '@portal/remote-kit';
import {
  pluralPath,
  useGetCollectionToEditQuery,
  useGetCustomizationSetQuery,
  useGetGroupToEditQuery,
  useGetQuickLinksQuery,
  useSaveCustomizationSetMutation,
  type EntityKind,
} from '../../../api/collection-forms-api';
import { changedSettings, panelTypeOf, type PanelType } from '../state/setting-kinds';
import { QuickLinksEditor } from './quick-links-editor';
import { SiteCustomizations } from './site-customizations';

/**
 * The properties the entity may set: those of the site's customization set (the site's catalogue of properties as
 * it uses them; no call lists the properties themselves) and the entity's own, by code; the entity's value wins.
 */
function propertiesOf(site: SettingValue[], own: SettingValue[]) {
  const byCode = new Map<string, { setting: SettingValue; siteValue: string | null; value: string }>();
  for (const setting of site) byCode.set(setting.appPropertyCode, { setting, siteValue: setting.value, value: '' });
  for (const setting of own) {
    const known = byCode.get(setting.appPropertyCode);
    byCode.set(setting.appPropertyCode, { setting, siteValue: known?.siteValue ?? null, value: setting.value ?? '' });
  }
  return [...byCode.values()];
}

function SettingsForm({
  kind,
  id,
  site,
  own,
  onSaved,
  openImagery,
}: {
  kind: EntityKind;
  id: number;
  site: SettingValue[];
  own: SettingValue[];
  onSaved: () => void;
  openImagery: () => void;
}) {
  const [save, saving] = useSaveCustomizationSetMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const properties = propertiesOf(site, own).filter(({ setting }) => panelTypeOf(setting) !== 'Site Default Imagery');
  const stored = new Map(own.map((setting) => [setting.appPropertyCode, setting.value ?? '']));
  const initial = Object.fromEntries(properties.map(({ setting, value }) => [setting.appPropertyCode, value]));

  const submit = async (values: Record<string, string | undefined>) => {
    setFailure(null);
    setSaved(false);
    // Only what changed is sent; an emptied value is saved as null (the site's value applies again).
    const settings = changedSettings(stored, values);
    if (settings.length === 0) return;
    try {
      await save({ kind, id, settings }).unwrap();
      setSaved(true);
      onSaved();
    } catch (error) {
      setFailure(errorMessage(error));
    }
  };

  const types: PanelType[] = ['Page Elements', 'CSS Themes'];
  return (
    <Form layout="vertical" initialValues={initial} onFinish={(values) => void submit(values)}>
      <Collapse
        defaultActiveKey={[...types, 'Site Default Imagery']}
        items={[
          ...types.map((type) => {
            const own = properties.filter(({ setting }) => panelTypeOf(setting) === type);
            return {
              key: type,
              label: type,
              forceRender: true,
              children:
                own.length === 0 ? (
                  <Typography.Text type="secondary">The site has no {type.toLowerCase()} to customize.</Typography.Text>
                ) : (
                  own.map(({ setting, siteValue }) => (
                    <Form.Item
                      key={setting.appPropertyCode}
                      name={setting.appPropertyCode}
                      label={setting.appPropertyName}
                      extra={siteValue ? `Site value: ${siteValue}` : undefined}
                      rules={[{ max: 20000 }]}
                    >
                      <Input placeholder={siteValue ?? ''} />
                    </Form.Item>
                  ))
                ),
            };
          }),
          {
            key: 'Site Default Imagery',
            label: 'Site Default Imagery',
            children: (
              <Space orientation="vertical">
                <Typography.Text type="secondary">
                  Without images of its own, the {kind} shows the site&apos;s default imagery. Its hero and thumbnail
                  images are set in the theme section of its edit panel.
                </Typography.Text>
                <Button onClick={openImagery}>Edit the theme images</Button>
              </Space>
            ),
          },
        ]}
      />
      {failure && (
        <Alert
          type="error"
          showIcon
          style={{ marginTop: 12 }}
          title="The page elements could not be saved."
          description={failure}
        />
      )}
      {saved && <Alert type="success" showIcon style={{ marginTop: 12 }} title="The page elements are saved." />}
      <Button type="primary" htmlType="submit" loading={saving.isLoading} style={{ marginTop: 12 }}>
        Save page elements
      </Button>
    </Form>
  );
}

/**
 * Page customizations (spec §2.6 panel pageCustomizations): of a site, opened with `{ deploymentIndexId }`
 * (site-customizations.tsx), or of a collection or group (§3 Quick link, Customization set), opened with
 * `{ indexId, type: 'collection' | 'group', id }`: its quick links and its customization set
 * (GET/PUT v2/{collections|groups}/{id}/customization) by the panel types page elements, CSS themes and site
 * default imagery; editable by owners and editors (the server's isEditable), read-only otherwise. The page title
 * falls back to 'Page Elements'.
 */
export function PageCustomizationsPanel({ props, close }: OverlayComponentProps) {
  if (props.type === 'collection' || props.type === 'group')
    return <EntityCustomizations kind={props.type} props={props} close={close} />;
  return <SiteCustomizations props={props} close={close} />;
}

function EntityCustomizations({ kind, props, close }: OverlayComponentProps & { kind: EntityKind }) {
  const platform = usePlatform();
  const indexId = idProp(props.indexId);
  const id = idProp(props.id);
  const skip = !indexId || !id;
  const collection = useGetCollectionToEditQuery(id ?? 0, { skip: skip || kind !== 'collection' });
  const group = useGetGroupToEditQuery(id ?? 0, { skip: skip || kind !== 'group' });
  const entity = kind === 'collection' ? collection : group;
  const links = useGetQuickLinksQuery({ kind, id: id ?? 0 }, { skip });
  const own = useGetCustomizationSetQuery({ path: pluralPath(kind), id: id ?? 0 }, { skip });
  const site = useGetCustomizationSetQuery({ path: 'deploymentIndexes', id: indexId ?? 0 }, { skip });

  if (skip) return <Alert type="error" showIcon title={`No ${kind} was given.`} />;
  const error = entity.error ?? links.error ?? own.error ?? site.error;
  if (error)
    return (
      <Alert
        type="error"
        showIcon
        title="The page customizations could not be loaded."
        description={errorMessage(error)}
      />
    );
  if (!entity.data || !links.data || !own.data || !site.data)
    return <Typography.Text aria-busy="true">Loading…</Typography.Text>;

  const editable = entity.data.isEditable;
  const changed = () =>
    platform.bus.publish(
      kind === 'collection' ? { type: 'collection/changed', collectionId: id } : { type: 'group/changed', groupId: id },
    );
  const openImagery = () =>
    platform.panels.open(kind === 'collection' ? 'editCollectionDetails' : 'group', { indexId, id });

  return (
    <Space orientation="vertical" style={{ width: '100%' }} size={16}>
      <Typography.Title level={5} style={{ margin: 0 }}>
        {entity.data.name || 'Page Elements'}
      </Typography.Title>
      {!editable && (
        <Alert type="info" showIcon title={`Only the owners and editors of this ${kind} may customize it.`} />
      )}
      <section aria-labelledby="quick-links-title">
        <Typography.Title level={5} id="quick-links-title">
          Quick links
        </Typography.Title>
        <QuickLinksEditor kind={kind} id={id} links={links.data} editable={editable} onSaved={changed} />
      </section>
      <section aria-labelledby="page-elements-title">
        <Typography.Title level={5} id="page-elements-title">
          Page Elements
        </Typography.Title>
        {editable ? (
          <SettingsForm
            kind={kind}
            id={id}
            site={site.data.settings}
            own={own.data.settings}
            onSaved={changed}
            openImagery={openImagery}
          />
        ) : own.data.settings.length === 0 ? (
          <Typography.Text type="secondary">It uses the site&apos;s page elements.</Typography.Text>
        ) : (
          <ul>
            {own.data.settings.map((setting) => (
              <li key={setting.appPropertyCode}>
                {setting.appPropertyName}: {setting.value ?? '—'}
              </li>
            ))}
          </ul>
        )}
      </section>
      <Button onClick={close}>Close</Button>
    </Space>
  );
}
