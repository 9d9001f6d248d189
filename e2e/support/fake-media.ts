// Chromium with a fake camera and microphone that it grants without asking: for the specs that
// exercise getUserMedia (system check, studio). Launch options are per worker, so a spec opts in
// with test.use({ launchOptions: fakeMediaLaunchOptions }).
export const fakeMediaLaunchOptions = {
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--use-fake-device-for-media-stream',
    '--use-fake-ui-for-media-stream',
    '--autoplay-policy=no-user-gesture-required',
  ],
};
