/** Installing the app and taking its updates (docs/decisions/0009): the header's install button and the worker's registration. */
export { InstallButton } from './install-button.tsx';
export { startServiceWorker } from './start-service-worker.ts';
