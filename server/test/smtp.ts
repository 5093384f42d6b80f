import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  /** The envelope's recipients. */
  to: string[];
  /** The message as sent. */
  data: string;
  /** The message with quoted-printable soft line breaks and `=3D` undone, for finding links in it. */
  text: string;
}

/**
 * A real SMTP peer on loopback for mail tests: keeps every message it receives, and refuses the
 * recipients `refuse` names. `env()` gives the settings that point a test app at it.
 */
export async function startSmtpPeer(options: { refuse?: (address: string) => boolean } = {}) {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onRcptTo(address, _session, callback) {
      if (options.refuse?.(address.address)) callback(new Error('Mailbox unavailable'));
      else callback();
    },
    onData(stream, session, callback) {
      let data = '';
      stream.on('data', (chunk: Buffer) => {
        data += chunk.toString();
      });
      stream.on('end', () => {
        const text = data.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), data, text });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as { port: number }).port;
  return {
    port,
    received,
    env: (): Record<string, string> => ({
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(port),
      SMTP_FROM_EMAIL: 'larder@larder.test',
      SMTP_AUTH_STRATEGY: 'NONE',
      BASE_URL: 'https://larder.example',
    }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type SmtpPeer = Awaited<ReturnType<typeof startSmtpPeer>>;
