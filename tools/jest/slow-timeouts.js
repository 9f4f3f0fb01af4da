// Service tests boot real databases, import real seasons and talk to Redis: allow them time.
jest.setTimeout(300000);
