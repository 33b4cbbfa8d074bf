// Standalone dev mode: an async boundary so federation shares are ready before the app starts.
import('./standalone-bootstrap');
