import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { ConfigError, loadConfig, REPO_ROOT } from '../../../server/config';

function configError(env: Record<string, string>): string {
  try {
    loadConfig(env, '/srv/tambora');
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error('loadConfig accepted an invalid environment');
}

describe('loadConfig', () => {
  it('uses the documented defaults for an empty environment', () => {
    const config = loadConfig({}, '/srv/tambora');
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      dataDir: '/srv/tambora/data',
      databaseUrl: null,
      publicUrl: 'http://127.0.0.1:8080',
      smtpUrl: null,
      supportEmail: 'soporte@tambora.app',
      admin: null,
      seedDemo: 'auto',
      cedulaServiceUrl: null,
      maxAudioBytes: 50 * 1024 * 1024,
      maxImageBytes: 5 * 1024 * 1024,
      maxUserStorageBytes: 2048 * 1024 * 1024,
      maxUnattachedBytes: 500 * 1024 * 1024,
      // Loopback host: a plain-http cookie must still work.
      cookieSecure: false,
      oidc: null,
    });
    expect(config.staticDir).toBe(`${REPO_ROOT.replace(/\/$/, '')}/dist`);
  });

  it('reads every variable', () => {
    const config = loadConfig(
      {
        PORT: '9090',
        HOST: '0.0.0.0',
        DATA_DIR: '/var/lib/tambora',
        DATABASE_URL: 'postgres://tambora:secreto@db:5432/tambora',
        SMTP_URL: 'smtp://mail:25',
        MAIL_FROM: 'Tambora <hola@tambora.app>',
        SUPPORT_EMAIL: 'ayuda@tambora.app',
        ADMIN_EMAIL: 'jefa@tambora.app',
        ADMIN_PASSWORD: 'muy-segura',
        SEED_DEMO: 'false',
        CEDULA_SERVICE_URL: 'https://cedulas.example.do/',
        MAX_AUDIO_MB: '20',
        MAX_IMAGE_MB: '2',
        MAX_USER_STORAGE_MB: '10240',
        MAX_UNATTACHED_UPLOADS_MB: '100',
      },
      '/srv/tambora',
    );
    expect(config).toMatchObject({
      port: 9090,
      host: '0.0.0.0',
      dataDir: '/var/lib/tambora',
      databaseUrl: 'postgres://tambora:secreto@db:5432/tambora',
      // A wildcard listen address is not something a browser can open.
      publicUrl: 'http://127.0.0.1:9090',
      smtpUrl: 'smtp://mail:25',
      mailFrom: 'Tambora <hola@tambora.app>',
      supportEmail: 'ayuda@tambora.app',
      admin: { email: 'jefa@tambora.app', password: 'muy-segura' },
      seedDemo: false,
      cedulaServiceUrl: 'https://cedulas.example.do',
      maxAudioBytes: 20 * 1024 * 1024,
      maxImageBytes: 2 * 1024 * 1024,
      maxUserStorageBytes: 10240 * 1024 * 1024,
      maxUnattachedBytes: 100 * 1024 * 1024,
      // Listening everywhere over plain http (a home server on the LAN): a Secure cookie would
      // never be stored, so nobody could sign in.
      cookieSecure: false,
    });
  });

  it('makes the session cookie Secure when people arrive over https, even on loopback', () => {
    // Behind a reverse proxy the server listens on loopback.
    const proxied = loadConfig({ HOST: '127.0.0.1', PUBLIC_URL: 'https://musica.example.do' });
    expect(proxied.cookieSecure).toBe(true);
    expect(loadConfig({ HOST: '127.0.0.1' }).cookieSecure).toBe(false);
    const told = loadConfig({ PUBLIC_URL: 'https://musica.example.do', COOKIE_SECURE: 'false' });
    expect(told.cookieSecure).toBe(false);
  });

  it('lets COOKIE_SECURE and PUBLIC_URL override their defaults', () => {
    const config = loadConfig({ COOKIE_SECURE: 'TRUE', PUBLIC_URL: 'https://musica.example.do/' });
    expect(config.cookieSecure).toBe(true);
    expect(config.publicUrl).toBe('https://musica.example.do');
    expect(loadConfig({ SEED_DEMO: 'true' }).seedDemo).toBe(true);
  });

  it('treats an empty value as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '  ' }).port).toBe(8080);
  });

  it('names the variable and the value in one Spanish line', () => {
    expect(configError({ PORT: 'abc' })).toBe(
      'Configuración inválida: PORT debe ser un número entre 1 y 65535 (recibido "abc")',
    );
    expect(configError({ PORT: '70000' })).toContain('PORT debe ser un número entre 1 y 65535');
    expect(configError({ SEED_DEMO: 'quizas' })).toBe(
      'Configuración inválida: SEED_DEMO debe ser true o false (recibido "quizas")',
    );
    expect(configError({ SUPPORT_EMAIL: 'soporte' })).toContain('SUPPORT_EMAIL debe ser');
    expect(configError({ MAX_AUDIO_MB: '0' })).toContain('MAX_AUDIO_MB debe ser');
    expect(configError({ PUBLIC_URL: 'ftp://x' })).toContain('PUBLIC_URL debe ser');
    for (const message of [
      configError({ PORT: 'abc' }),
      configError({ ADMIN_EMAIL: 'x@y.do', ADMIN_PASSWORD: 'corta' }),
    ]) {
      expect(message.split('\n')).toHaveLength(1);
    }
  });

  it('never echoes secrets back', () => {
    const message = configError({ DATABASE_URL: 'mysql://root:clave-secreta@db/x' });
    expect(message).toContain('DATABASE_URL debe ser una URL postgres://');
    expect(message).not.toContain('clave-secreta');
    const password = configError({ ADMIN_EMAIL: 'jefa@tambora.app', ADMIN_PASSWORD: 'corta' });
    expect(password).toBe(
      'Configuración inválida: ADMIN_PASSWORD debe ser una contraseña de al menos 8 caracteres',
    );
  });

  it('takes VAPID keys from the environment, both or neither, of the right size', () => {
    const keys = webpush.generateVAPIDKeys();
    expect(
      loadConfig({ VAPID_PUBLIC_KEY: keys.publicKey, VAPID_PRIVATE_KEY: keys.privateKey }).vapid,
    ).toEqual(keys);
    expect(loadConfig({}).vapid).toBeNull();
    expect(configError({ VAPID_PUBLIC_KEY: keys.publicKey })).toBe(
      'Configuración inválida: VAPID_PUBLIC_KEY y VAPID_PRIVATE_KEY se definen juntas, o ninguna de las dos',
    );
    expect(
      configError({ VAPID_PUBLIC_KEY: keys.privateKey, VAPID_PRIVATE_KEY: keys.privateKey }),
    ).toContain('VAPID_PUBLIC_KEY');
  });

  it('wants ADMIN_EMAIL and ADMIN_PASSWORD together', () => {
    expect(configError({ ADMIN_EMAIL: 'jefa@tambora.app' })).toBe(
      'Configuración inválida: ADMIN_PASSWORD es obligatoria cuando se define ADMIN_EMAIL',
    );
    expect(configError({ ADMIN_PASSWORD: 'suficientemente-larga' })).toBe(
      'Configuración inválida: ADMIN_EMAIL es obligatorio cuando se define ADMIN_PASSWORD',
    );
  });
});

describe('social sign-in (OIDC_*)', () => {
  it('reads the provider, with OpenID as the default name and no secret for a public client', () => {
    expect(
      loadConfig({ OIDC_ISSUER: 'https://accounts.google.com/', OIDC_CLIENT_ID: 'abc' }).oidc,
    ).toEqual({
      issuer: 'https://accounts.google.com',
      clientId: 'abc',
      clientSecret: null,
      name: 'OpenID',
    });
    expect(
      loadConfig({
        OIDC_ISSUER: 'http://127.0.0.1:9000',
        OIDC_CLIENT_ID: 'abc',
        OIDC_CLIENT_SECRET: 's3cr3t',
        OIDC_NAME: 'Google',
      }).oidc,
    ).toMatchObject({ clientSecret: 's3cr3t', name: 'Google' });
  });

  it('refuses plain http to a provider on another machine', () => {
    expect(configError({ OIDC_ISSUER: 'http://login.example.com', OIDC_CLIENT_ID: 'abc' })).toBe(
      'Configuración inválida: OIDC_ISSUER debe ser una URL https:// (http:// solo para localhost) (recibido "http://login.example.com")',
    );
  });

  it('wants OIDC_ISSUER and OIDC_CLIENT_ID together, and never echoes the secret', () => {
    expect(configError({ OIDC_ISSUER: 'https://accounts.google.com' })).toBe(
      'Configuración inválida: OIDC_CLIENT_ID es obligatorio cuando se define OIDC_ISSUER',
    );
    const message = configError({ OIDC_CLIENT_ID: 'abc', OIDC_CLIENT_SECRET: 'muy-secreto' });
    expect(message).toBe(
      'Configuración inválida: OIDC_ISSUER es obligatorio para el inicio de sesión con OpenID Connect',
    );
    expect(message).not.toContain('muy-secreto');
  });
});

describe('object storage (STORAGE, S3_*)', () => {
  it('keeps media on disk unless STORAGE=s3', () => {
    expect(loadConfig({}, '/srv/tambora').storage).toEqual({ kind: 'disk' });
  });

  it('reads the bucket settings, with proxy delivery and 5-minute signatures by default', () => {
    const config = loadConfig(
      {
        STORAGE: 's3',
        S3_ENDPOINT: 'http://minio:9000/',
        S3_BUCKET: 'tambora-media',
        S3_ACCESS_KEY_ID: 'clave',
        S3_SECRET_ACCESS_KEY: 'secreto',
        S3_FORCE_PATH_STYLE: 'true',
      },
      '/srv/tambora',
    );
    expect(config.storage).toEqual({
      kind: 's3',
      endpoint: 'http://minio:9000',
      region: 'us-east-1',
      bucket: 'tambora-media',
      credentials: { accessKeyId: 'clave', secretAccessKey: 'secreto' },
      forcePathStyle: true,
      delivery: 'proxy',
      presignSeconds: 300,
    });
    const aws = loadConfig(
      {
        STORAGE: 's3',
        S3_BUCKET: 'tambora-media',
        S3_REGION: 'eu-west-1',
        S3_MEDIA_DELIVERY: 'redirect',
        S3_PRESIGN_SECONDS: '900',
      },
      '/srv/tambora',
    ).storage;
    expect(aws).toMatchObject({ endpoint: null, credentials: null, delivery: 'redirect' });
    expect(aws).toMatchObject({ region: 'eu-west-1', presignSeconds: 900 });
  });

  it('says what is wrong in one line, without the secret', () => {
    expect(configError({ STORAGE: 's3' })).toBe(
      'Configuración inválida: S3_BUCKET es obligatorio con STORAGE=s3',
    );
    expect(configError({ S3_BUCKET: 'tambora-media' })).toBe(
      'Configuración inválida: S3_BUCKET solo se usa con STORAGE=s3',
    );
    expect(configError({ STORAGE: 'ftp' })).toBe(
      'Configuración inválida: STORAGE debe ser disk o s3 (recibido "ftp")',
    );
    expect(configError({ STORAGE: 's3', S3_BUCKET: 'Mi_Bucket' })).toContain('S3_BUCKET debe ser');
    const secret = configError({
      STORAGE: 's3',
      S3_BUCKET: 'tambora-media',
      S3_SECRET_ACCESS_KEY: 'muy-secreto',
    });
    expect(secret).toBe(
      'Configuración inválida: S3_ACCESS_KEY_ID y S3_SECRET_ACCESS_KEY van juntas',
    );
  });
});

describe('server start with a bad configuration', () => {
  it('prints the one line and exits with a failure code', () => {
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'server/server.ts'], {
      cwd: REPO_ROOT,
      env: { ...process.env, PORT: 'abc' },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr.trim()).toBe(
      'Configuración inválida: PORT debe ser un número entre 1 y 65535 (recibido "abc")',
    );
  });
});
