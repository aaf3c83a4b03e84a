/**
 * npm run deploy:check, on the server after setting it up and after each upload: `nginx -T` on the
 * real configuration (NGINX_CONF, else /etc/nginx/nginx.conf; nginx from NGINX_PATH, else
 * /usr/sbin/nginx or PATH), then what stands between it and the onboarding site, in plain sentences
 * (tools/deploy/deploy-check.ts). Exit code 1 on any problem. nginx -T reads the certificate keys
 * and the log files: run it as root.
 */
import { runDeployCheck } from '../deploy/deploy-check.ts';

process.exitCode = runDeployCheck();
