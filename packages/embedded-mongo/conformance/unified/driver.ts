// The real `mongodb` driver, reached through mongoose: this package depends on mongoose (dev) but not
// on `mongodb` directly, and mongoose re-exports the driver it is built on as `mongoose.mongo`.
import mongoose from "mongoose";

export const mongo = mongoose.mongo;
export const { EJSON } = mongo.BSON;

export type MongoClient = mongoose.mongo.MongoClient;
export type Db = mongoose.mongo.Db;
export type Collection = mongoose.mongo.Collection;
export type ClientSession = mongoose.mongo.ClientSession;
/** A type only: the driver does not export the class at runtime. */
export type BulkWriteResult = mongoose.mongo.BulkWriteResult;
export type CommandEvent = mongoose.mongo.CommandStartedEvent | mongoose.mongo.CommandSucceededEvent | mongoose.mongo.CommandFailedEvent;
