export {
  createPriceService,
  priceChangeSchema,
  priceChangeStatements,
  type PriceChange,
  type PriceService,
  type PriceStatement,
  type TourKey,
} from "./service";
export { referencePricesSql } from "./reference-sql";
