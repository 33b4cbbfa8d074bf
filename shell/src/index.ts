// An async boundary: federation shares are negotiated before any shared module is used.
import('./bootstrap');
