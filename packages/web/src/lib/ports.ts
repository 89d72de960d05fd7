/** The port list of a shipment mode: airports for air, seaports otherwise (`/api/master-data/<kind>`). */
export const portPath = (mode: string | undefined) => (mode === "air" ? "master-data/airport" : "master-data/seaport");
