import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BehaviorSubject } from 'rxjs';
import { http, HttpResponse } from 'msw';
import { createAppStore } from '@portal/api-client';
import type { CustomizationSet, PermissionMap, PortalEvent, SettingValue } from '@portal/contracts';
import {
  createMswServer,
  createTestPlatform,
  renderWithPlatform,
  TEST_API_BASE,
  testSiteContext,
} from '@portal/test-utils';
import { PageCustomizationsPanel } from './customization-panel';

const setting = (appPropertyCode: string, appPropertyName: string, appPropertyType: string, value: string | null) =>
  ({
    appObjectSettingValueId: 1,
    appObjectSettingId: 1,
    appPropertyId: 1,
    value,
    appPropertyCode,
    appPropertyName,
    appPropertyType,
    propertyGroupName: 'Hero banner',
    userId: null,
    characterCount: value?.length ?? null,
    allowSameValueUsage: false,
    reusedByAppPropertyCode: null,
  }) satisfies SettingValue;

const SET: CustomizationSet = {
  appObjectSettingId: 1,
  userId: null,
  settings: [
    setting('heroTitle', 'Hero title', 'text', 'Nordic Insights'),
    setting('homeTopics', 'Home topics', 'text', 'Retail, Gen Z'),
    setting('heroImage', 'Hero image', 'file', 'themes/hero.png'),
    setting('chartColors', 'Chart colours', 'json', '["#1f4e79","#f2a900"]'),
    setting('--chart-text-font', 'Chart text font', 'text', 'Inter'),
  ],
} as CustomizationSet;

const saved: unknown[] = [];
createMswServer(
  http.get(`${TEST_API_BASE}/v2/deploymentIndexes/12/customization`, () => HttpResponse.json(SET)),
  http.get(`${TEST_API_BASE}/v2/deploymentIndexes/theme/12`, () =>
    HttpResponse.json({
      themeEntityId: 12,
      themeColor: null,
      secondaryThemeColor: null,
      heroUrl: null,
      thumbnailUrl: null,
    }),
  ),
  http.put(`${TEST_API_BASE}/v2/deploymentIndexes/12/customization`, async ({ request }) => {
    const body = (await request.json()) as { settings: { appPropertyCode: string; value: string | null }[] };
    saved.push(body);
    if (body.settings.some((change) => change.value === 'red; x'))
      return HttpResponse.json({ error: "The value of '--chart-text-font' is not a font." }, { status: 400 });
    return HttpResponse.json(SET);
  }),
);

function renderPanel(permissions: PermissionMap) {
  const platform = createTestPlatform({
    path: '/home',
    site$: new BehaviorSubject(testSiteContext()),
    permissions$: new BehaviorSubject<PermissionMap>(permissions),
  });
  const events: PortalEvent[] = [];
  platform.bus.all().subscribe((event) => events.push(event));
  renderWithPlatform(<PageCustomizationsPanel props={{ deploymentIndexId: 12 }} close={jest.fn()} />, {
    platform,
    store: createAppStore(platform),
  });
  return events;
}

describe("a site's page customizations", () => {
  it('groups the settings by panel type and saves only what changed, chart colours as a JSON list', async () => {
    const events = renderPanel({ editDeploymentIndex: true });
    expect(await screen.findByRole('heading', { name: 'Nordic Insights' })).toBeVisible();
    const title = await screen.findByRole('textbox', { name: 'Hero title' });
    expect(title).toHaveValue('Nordic Insights');
    expect(screen.getByRole('textbox', { name: 'Chart colours' })).toHaveValue('#1f4e79, #f2a900');
    expect(screen.getByRole('button', { name: 'Choose a hero image' })).toBeVisible();
    // The file property is imagery, not a text field.
    expect(screen.queryByRole('textbox', { name: 'Hero image' })).not.toBeInTheDocument();

    await userEvent.clear(title);
    await userEvent.type(title, 'Find the work');
    const colours = screen.getByRole('textbox', { name: 'Chart colours' });
    await userEvent.clear(colours);
    await userEvent.type(colours, '#004b87, teal');
    await userEvent.click(screen.getByRole('button', { name: 'Save customizations' }));

    expect(await screen.findByText('Saved: the site shows the new customizations.')).toBeVisible();
    expect(saved.at(-1)).toEqual({
      settings: [
        { appPropertyCode: 'heroTitle', value: 'Find the work' },
        { appPropertyCode: 'chartColors', value: '["#004b87","teal"]' },
      ],
    });
    expect(events).toContainEqual({ type: 'site/customized', deploymentIndexId: 12 });
  });

  it("shows the server's refusal of a bad value and tells nobody it changed", async () => {
    const events = renderPanel({ editDeploymentIndex: true });
    const font = await screen.findByRole('textbox', { name: 'Chart text font' });
    await userEvent.clear(font);
    await userEvent.type(font, 'red; x');
    await userEvent.click(screen.getByRole('button', { name: 'Save customizations' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText("The value of '--chart-text-font' is not a font.")).toBeVisible();
    await waitFor(() => expect(events.some((event) => event.type === 'site/customized')).toBe(false));
  });

  it('is only for site administrators', async () => {
    renderPanel({ editDeploymentIndex: false });
    expect(await screen.findByText("Only the site's administrators may customize it.")).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Save customizations' })).not.toBeInTheDocument();
  });
});
