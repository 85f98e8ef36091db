// Starts an in-memory engine and a mongoose connection for one test file.
import mongoose, { type Connection } from "mongoose";
import { startEmbeddedMongo, type EmbeddedMongo, type EmbeddedMongoOptions } from "../index.js";

export interface Harness {
  mongo: EmbeddedMongo;
  conn: Connection;
  close(): Promise<void>;
}

export async function openHarness(dbName: string, opts: EmbeddedMongoOptions = {}): Promise<Harness> {
  const mongo = await startEmbeddedMongo(opts);
  const conn = await mongoose.createConnection(`${mongo.uri}/${dbName}`, { serverSelectionTimeoutMS: 5000 }).asPromise();
  return {
    mongo,
    conn,
    async close() {
      await conn.close();
      await mongo.stop();
    },
  };
}
