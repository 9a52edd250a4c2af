import { defineConfig, type ProxyOptions } from 'vite';
import react from '@vitejs/plugin-react';
import { firstLoadPlugin } from './firstLoadPlugin.ts';
import { isLazyEntry } from './moduleGraph.ts';
import { layerGroups } from './layerGroups.ts';

/** The server (npm start) listens on 8080; in `vite` dev and preview every server path goes there. */
const SERVER = process.env.AIRSIGHT_SERVER_URL ?? 'http://localhost:8080';
const proxied: ProxyOptions = { target: SERVER, changeOrigin: false, xfwd: true };
const proxy: Record<string, ProxyOptions> = {
  '^/(v1|api|scadaapi|auth|oidc|docs)(/|$)': proxied,
  '^/healthz$': proxied,
};

const layers = layerGroups();
// The search box goes with the table: every screen with one searches a table (HomeAdmin, Gateways); left to
// the `shared` groups, it took HomeAdmin's model catalogue and switches to the Gateways screen.
const TABLE =
  /(src[\\/]components[\\/](DataTable[\\/]|SearchField\.tsx|searchField\.css))|(node_modules[\\/]@tanstack[\\/](table-core|react-table|store|react-store)[\\/])/;
const MUI_FIELDS =
  /node_modules[\\/]@mui[\\/]material[\\/](TextField|Select|NativeSelect|InputBase|Input|OutlinedInput|FilledInput|InputLabel|InputAdornment|FormControl|FormLabel|FormHelperText)[\\/]/;

const FORMS =
  /(node_modules[\\/]react-hook-form[\\/])|(src[\\/](components[\\/](Form(Dialog|TextField)|DeleteRowsDialog|SelectField)\.tsx|lib[\\/](formRules|deleteInOrder)\.ts)$)/;

export default defineConfig({
  plugins: [react(), firstLoadPlugin(), layers.plugin],
  build: {
    // WEB_DIST (the server's setting) may name another folder, e.g. to test a build beside another one.
    outDir: process.env.WEB_DIST ?? 'dist',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    rolldownOptions: {
      output: {
        // A shared chunk's name lists the screens that load it (shared~HomeAdminScreen~…): its file is
        // named by its hash alone.
        chunkFileNames: (chunk) =>
          chunk.name.startsWith('shared~') ? 'assets/shared-[hash].js' : 'assets/[name]-[hash].js',
        codeSplitting: {
          // Few, fair-sized files instead of dozens of small ones: over HTTP/1.1 a browser fetches six at a
          // time, each costing a round trip and main-thread work to start and finish, so a home screen's
          // 48 files (Lighthouse's slow 4G: 150 ms a round trip) cost more than their bytes
          // (docs/web-client.md §11).
          groups: [
            // The framework every screen needs, in one long-cached chunk. TanStack Table and Virtual stay
            // out of it: only the table screens load them (in the framework chunk they were most of
            // Lighthouse's "unused JavaScript" on Login and HomeConsumer).
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack[\\/](react-query|query-core)|i18next|react-i18next)[\\/]/,
            },
            // Everything else that the entry imports, in the entry's own chunk.
            { name: 'start', tags: ['$initial'] },
            // What the Login screen imports, then what the app shell imports beyond it (layerGroups.ts): the
            // first is loaded by every screen, the second by every screen but Login.
            { name: 'login', test: layers.isLoginModule },
            { name: 'shell', test: layers.isShellModule },
            // MUI's text and select fields, one family (a TextField imports the select and every input
            // variant): the screens with a form field load it whole, and none other does. Left to the
            // `shared` groups it fell, by the sets of screens that share its parts, into groups that
            // screens without a field load too.
            { name: 'fields', test: MUI_FIELDS },
            // The form pattern (react-hook-form, FormDialog and the fields and dialogs on it, the resolver): the settings screens
            // with a dialog load it, none other. Left to the `shared` groups, it joined a group HomeAdmin loads.
            { name: 'forms', test: FORMS },
            // The virtualiser (HomeConsumer's cards and the table's rows), then the shared table with its
            // headless table library (the table screens only). A group takes in what its modules import:
            // the virtualiser needs its own group first, or HomeConsumer would load the table; and a
            // module of components/ that the table imports joins the table's group, so other screens that
            // import it load the table too (VISUALLY_HIDDEN became CssBaseline's .visually-hidden).
            { name: 'virtual', test: /node_modules[\\/]@tanstack[\\/](virtual-core|react-virtual)[\\/]/ },
            { name: 'table', test: TABLE },
            // The frame of every screen (title, breadcrumb and what they import), with the small parts that
            // several screens put in it: the message of a screen with nothing to show, a machine route's
            // state and the tab row kept in ?tab=. A file every screen but Login loads. Named so that it
            // keeps its modules when a later group imports them too; left to the `shared` groups, the tab
            // row of HomeAdmin and the dashboard joined the alarm screens' group (HomeAdmin then loaded the
            // alarm filters), and the refusal message and the machine state fell apart into two groups that
            // imported each other. The alarm levels' table too: left to the model catalogue's group, which
            // imports it, a screen that shows only levels (AlermMailSetting) loaded the whole catalogue. The
            // CSV writer too (most screens download one): left to the `shared` groups, it joined the alarm
            // filters and the switches, which HomeAdmin then loaded.
            // The NotFound page too, which the Gateways screen shows when the server refuses its caller.
            {
              name: 'screen-page',
              test: /src[\\/](components[\\/](ScreenPage\.tsx|NotFoundPage\.tsx|Breadcrumb[\\/]|RefusalMessage\.tsx|RouteMachineState\.tsx|TabBar\.tsx)|lib[\\/](useQueryTab|csv)\.ts|presentation[\\/]alarm-levels\.ts|format[\\/]csv\.ts)/,
            },
            // The model catalogue (models, register maps, bit tables, units) with the reading of values: the
            // status rules, the cards and the machine screens read it. Left to the `shared` groups, the
            // catalogue and the modules that read it fell, as the screens that import each changed, into two
            // groups that imported each other.
            {
              name: 'models',
              test: /contracts[\\/]src[\\/](models[\\/](catalogue|registers|bits|units)|domain[\\/]values)\.ts$/,
            },
            // Which machines a screen is about (the alarm and graph screens): alone it is a group of a few
            // KB, which the merge below gave to whichever neighbour came closest, once the graph screens'
            // (AlarmHistory then loaded the charting library and the form fields).
            { name: 'machine-scope', test: /src[\\/]api[\\/]machine-scope[\\/]/ },
            // The charts (uPlot, the shared bucket chart and the hooks that size and make a chart): the graph
            // screens and MonthlyReport load them, none other. Left to the `shared` groups, the charting
            // library, once three screens shared it, joined a group that the machine screens load too.
            {
              name: 'charts',
              test: /(node_modules[\\/]uplot[\\/])|(src[\\/](components[\\/]charts[\\/]|lib[\\/](bucketSeries|useUplot|useElementWidth)\.ts$))/,
            },
            // The period rules, the period in the route's query, the period selector and the date and month
            // fields (the graph screens and MonthlyReport): the fields import MUI's text field. Left to the `shared` groups, once three screens shared them,
            // they joined a group that the machine screens load, and with it the form fields.
            {
              name: 'period',
              test: /src[\\/](components[\\/]period[\\/]|lib[\\/](period|periodQuery|usePeriodQuery)\.ts$)/,
            },
            // The machine status rules (status, its palette, the API's times): the home screens, the dashboard
            // and the machine screens read them. Left to the `shared` groups, once the sensor-data group below
            // existed, they were merged into it, and HomeAdmin loaded the sensor-data call's schemas with them.
            {
              name: 'status',
              test: /contracts[\\/]src[\\/](domain[\\/]status|format[\\/]api-time|presentation[\\/]palette)\.ts$/,
            },
            // The sensor-data call's constants and its answer's column form (the machine and graph screens,
            // MonthlyReport): left to the `shared` groups, once MonthlyReport read them too, they joined the
            // one-machine route's group, which MaintenanceHistory loads.
            {
              name: 'sensor-data',
              test: /contracts[\\/]src[\\/](http[\\/]sensor-data|format[\\/]series-columns)\.ts$/,
            },
            // The call descriptions that the first layers do not take (under 1 KB together): left to the merge,
            // alert-mail's went, once the Users screen shared the settings screens' buttons, to the alarm
            // screens' group, and AlarmMailSetting and HomeAdmin loaded the machine models with it.
            { name: 'calls', test: /contracts[\\/]src[\\/]http[\\/]calls[\\/]/ },
            // What two or more on-demand chunks share, grouped by the set of screens that use it; a group
            // under 24 KB joins its closest neighbour rather than becoming a file of its own (a screen may
            // load a few KB it does not run, as with the framework chunk).
            {
              name: 'shared',
              test: (id: string) => !isLazyEntry(id),
              minShareCount: 2,
              entriesAware: true,
              entriesAwareMergeThreshold: 24_000,
            },
          ],
        },
      },
    },
  },
  server: { port: 5173, strictPort: false, proxy },
  preview: { port: 4173, proxy },
});
