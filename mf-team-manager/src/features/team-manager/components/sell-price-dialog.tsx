import { useState } from 'react';
import { formatTenths, MIN_SELL_PRICE_TENTHS, stepSellPrice } from '@draftroom/domain';
import { Button, Dialog } from '@draftroom/ui';

export interface SellPriceDialogProps {
  playerName: string;
  /** The price he sells for by default, in tenths: his selling price, so also the most he can fetch. */
  originalTenths: number;
  /** What happens after Confirm: the slot empties, or the picker opens to choose his replacement. */
  then: 'empty' | 'replace';
  onConfirm: (tenths: number) => void;
  onCancel: () => void;
}

/**
 * Spec 2.11 and 5: set what a player sells for (the game's selling price can be below his current
 * price), in steps of £0.1m, never below £0.1m nor above his selling price (the server refuses a
 * sale above it, decision 061); the original price shows once it is changed.
 */
export function SellPriceDialog({ playerName, originalTenths, then, onConfirm, onCancel }: SellPriceDialogProps) {
  const [tenths, setTenths] = useState(originalTenths);
  return (
    <Dialog
      open
      onClose={onCancel}
      size="sm"
      title="Set Sell Price"
      description={`What does ${playerName} sell for? The bank gains this amount${then === 'replace' ? ', then you choose his replacement' : ' and his place stays empty until you fill it'}.`}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel}>Cancel</Button>
          <Button onClick={() => onConfirm(tenths)}>Confirm</Button>
        </>
      }
    >
      <div className="tm-sell">
        <button type="button" className="tm-sell__step" aria-label="Lower the sell price by £0.1m"
          onClick={() => setTenths((t) => stepSellPrice(t, -1))} disabled={tenths <= MIN_SELL_PRICE_TENTHS}>−</button>
        <output className="tm-sell__price" aria-live="polite" data-testid="sell-price">{formatTenths(tenths)}</output>
        <button type="button" className="tm-sell__step" aria-label="Raise the sell price by £0.1m" onClick={() => setTenths((t) => stepSellPrice(t, 1, originalTenths))} disabled={tenths >= originalTenths}>+</button>
      </div>
      {tenths !== originalTenths && (
        <p className="tm-sell__original">Original price: {formatTenths(originalTenths)}</p>
      )}
    </Dialog>
  );
}
