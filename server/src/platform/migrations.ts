import { Schema, type Connection } from "mongoose";

/** A one-off repair of stored data, run once per database (not once per instance). */
export interface Migration {
  name: string;
  run(): Promise<string>;
}

const appliedSchema = new Schema(
  { _id: { type: String, required: true }, appliedAt: { type: Date, required: true }, outcome: String },
  { collection: "migrations", versionKey: false },
);

/**
 * Runs the migrations this database has not had yet, in order. Each is claimed by inserting its name
 * under a unique _id first, so of several instances starting at once exactly one runs it. Migrations
 * are written to be safe to run again should one stop half-way.
 */
export async function runMigrations(connection: Connection, migrations: readonly Migration[], log: (line: string) => void = () => {}): Promise<void> {
  const Applied = connection.models.Migration ?? connection.model("Migration", appliedSchema);
  for (const migration of migrations) {
    try {
      await Applied.create({ _id: migration.name, appliedAt: new Date(), outcome: "running" });
    } catch (error) {
      if ((error as { code?: number }).code === 11000) continue;
      throw error;
    }
    const outcome = await migration.run();
    await Applied.updateOne({ _id: migration.name }, { $set: { outcome } });
    log(`migration ${migration.name}: ${outcome}`);
  }
}
