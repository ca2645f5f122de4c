import { Camera as CameraIcon, CameraOff } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { Alert, Button, Muted, Stack, Toolbar } from '@/ui';
import type { QrClient } from './client';
import type { Read } from './qr';
import { CAMERA_MESSAGES, cameraProblem } from './reading';

const Video = styled.video<{ $on: boolean }>`
  display: ${({ $on }) => ($on ? 'block' : 'none')};
  width: 100%;
  max-height: 360px;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: #000;
  object-fit: contain;
`;

/** Pause between two frames read from the camera: a few reads a second find a code without heating the phone. */
const FRAME_PAUSE_MS = 250;

/** True unless the page's Permissions-Policy turns the camera off (Chromium tells; other browsers say nothing). */
function cameraAllowedByPolicy(): boolean {
  const policy: unknown = Reflect.get(document, 'permissionsPolicy') ?? Reflect.get(document, 'featurePolicy');
  if (typeof policy !== 'object' || policy === null) return true;
  const allows: unknown = Reflect.get(policy, 'allowsFeature');
  if (typeof allows !== 'function') return true;
  const allowed: unknown = allows.call(policy, 'camera');
  return allowed !== false;
}

type State = { kind: 'off' } | { kind: 'starting' } | { kind: 'scanning' } | { kind: 'failed'; message: string };

/** Reads QR codes from the device's camera, where the browser and the site allow it. */
export function Camera({ jobs, onRead }: { jobs: QrClient; onRead: (read: Read) => void }) {
  const [state, setState] = useState<State>({ kind: 'off' });
  const video = useRef<HTMLVideoElement>(null);
  const session = useRef<{ stream: MediaStream | null; stop: AbortController } | null>(null);
  const latestOnRead = useRef(onRead);
  useEffect(() => {
    latestOnRead.current = onRead;
  });

  const stop = () => {
    const current = session.current;
    session.current = null;
    current?.stop.abort();
    current?.stream?.getTracks().forEach((track) => track.stop());
    if (video.current) video.current.srcObject = null;
  };
  useEffect(() => stop, []);

  const scan = async (controller: AbortController) => {
    const { signal } = controller;
    while (!signal.aborted) {
      const element = video.current;
      if (element && element.readyState >= 2 && element.videoWidth > 0) {
        try {
          const bitmap = await createImageBitmap(element);
          const found = await jobs.run('read', { bitmap }, { transfer: [bitmap], signal, timeLimit: 10_000 });
          if (found && !signal.aborted) {
            stop();
            setState({ kind: 'off' });
            latestOnRead.current(found);
            return;
          }
        } catch {
          if (signal.aborted) return;
          // a frame that could not be read: the next one is tried
        }
      }
      await new Promise((resolve) => setTimeout(resolve, FRAME_PAUSE_MS));
    }
  };

  const start = async () => {
    stop();
    if (typeof navigator === 'undefined' || !navigator.mediaDevices?.getUserMedia) {
      setState({ kind: 'failed', message: CAMERA_MESSAGES.unavailable });
      return;
    }
    if (!cameraAllowedByPolicy()) {
      setState({ kind: 'failed', message: CAMERA_MESSAGES.policy });
      return;
    }
    const controller = new AbortController();
    session.current = { stream: null, stop: controller };
    setState({ kind: 'starting' });
    try {
      const stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false });
      if (controller.signal.aborted) {
        stream.getTracks().forEach((track) => track.stop());
        return;
      }
      session.current.stream = stream;
      const element = video.current;
      if (element) {
        element.srcObject = stream;
        await element.play().catch(() => undefined);
      }
      setState({ kind: 'scanning' });
      void scan(controller);
    } catch (error) {
      if (controller.signal.aborted) return;
      stop();
      setState({ kind: 'failed', message: cameraProblem(error) });
    }
  };

  const on = state.kind === 'starting' || state.kind === 'scanning';
  return (
    <Stack $gap="sm">
      <Toolbar>
        {on ? (
          <Button
            icon={<CameraOff size={16} aria-hidden="true" />}
            onClick={() => {
              stop();
              setState({ kind: 'off' });
            }}
          >
            Stop camera
          </Button>
        ) : (
          <Button icon={<CameraIcon size={16} aria-hidden="true" />} onClick={() => void start()}>
            Use camera
          </Button>
        )}
        {state.kind === 'starting' && <Muted role="status">Waiting for the camera…</Muted>}
        {state.kind === 'scanning' && <Muted role="status">Point the camera at a QR code.</Muted>}
      </Toolbar>
      <Video ref={video} muted playsInline $on={on} aria-label="Camera view" />
      {state.kind === 'failed' && (
        <Alert tone="warning" title="Camera not available">
          {state.message}
        </Alert>
      )}
    </Stack>
  );
}
