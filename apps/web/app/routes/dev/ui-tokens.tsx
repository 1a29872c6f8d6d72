import { contrastPairs, contrastRatio, parseTokens } from '~/styles/contrast';
import tokensCss from '~/styles/tokens.css?raw';
import styles from './ui.module.css';

const tokens = parseTokens(tokensCss);
const names = [...tokens.keys()];

/** Every colour token as a swatch, each declared pair with its ratio, the type scale and the spacing. */
export function TokenSheet() {
  const colours = names.filter((name) => name.startsWith('--color-') && tokens.get(name)!.startsWith('#'));
  const pairs = contrastPairs(tokensCss, tokens);
  return (
    <>
      <h2>Colores</h2>
      <ul className={styles.swatches}>
        {colours.map((name) => (
          <li key={name} className={styles.swatch}>
            <svg width="40" height="40" aria-hidden="true">
              <rect width="40" height="40" rx="6" fill={tokens.get(name)} stroke="#767d87" />
            </svg>
            <code>{name}</code> <span>{tokens.get(name)}</span>
          </li>
        ))}
      </ul>
      <h2>Pares de contraste (WCAG AA)</h2>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">Texto</th>
            <th scope="col">Fondo</th>
            <th scope="col">Relación</th>
            <th scope="col">Mínimo</th>
          </tr>
        </thead>
        <tbody>
          {pairs.map(({ foreground, background, minimum }) => {
            const ratio = contrastRatio(tokens.get(foreground)!, tokens.get(background)!);
            return (
              <tr key={`${foreground} ${background}`}>
                <td>
                  <code>{foreground}</code>
                </td>
                <td>
                  <code>{background}</code>
                </td>
                <td>{ratio.toFixed(2)}:1</td>
                <td>{ratio >= minimum ? `${minimum}:1 ✓` : `${minimum}:1 ✗`}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <h2>Escala tipográfica</h2>
      {names
        .filter((name) => name.startsWith('--font-size-'))
        .map((name) => (
          <p key={name} className={styles[`type-${name.slice('--font-size-'.length)}`]}>
            {name} ({tokens.get(name)}): Conocé los planes de internet
          </p>
        ))}
      <h2>Espaciado, radios, sombras y cortes</h2>
      <ul className={styles.plainList}>
        {names
          .filter((name) => /^--(space|radius|shadow|breakpoint)-/.test(name))
          .map((name) => (
            <li key={name}>
              <code>{name}</code>: {tokens.get(name)}
            </li>
          ))}
      </ul>
    </>
  );
}
