import { MoonIcon } from "~/components/icons/moon";
import { SunIcon } from "~/components/icons/sun";
import { useSyncExternalStore } from "react";
import { DEFAULT_THEME, THEME_STORAGE_KEY, type Theme } from "~/lib/constants";
import { Button } from "./ui/button";

const THEME_EVENT = "techpulse:theme";

/**
 * Runs before the body is painted, so a stored dark theme never flashes light first.
 * The class on <html> is the single source of truth afterwards.
 */
export function ThemeScript({ nonce, storageKey }: { nonce?: string; storageKey: string }) {
  const code = `try{if(localStorage.getItem(${JSON.stringify(storageKey)})==="dark")document.documentElement.classList.add("dark")}catch(e){}`;
  return <script nonce={nonce} dangerouslySetInnerHTML={{ __html: code }} />;
}

function subscribe(callback: () => void) {
  window.addEventListener(THEME_EVENT, callback);
  window.addEventListener("storage", callback);
  return () => {
    window.removeEventListener(THEME_EVENT, callback);
    window.removeEventListener("storage", callback);
  };
}

function currentTheme(): Theme {
  return document.documentElement.classList.contains("dark") ? "dark" : "light";
}

export function useTheme(): Theme {
  return useSyncExternalStore(subscribe, currentTheme, () => DEFAULT_THEME);
}

export function setTheme(theme: Theme) {
  document.documentElement.classList.toggle("dark", theme === "dark");
  try {
    localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // Storage may be unavailable (private mode); the class still applies for this page.
  }
  window.dispatchEvent(new Event(THEME_EVENT));
}

export function ThemeToggle() {
  const theme = useTheme();
  const next: Theme = theme === "dark" ? "light" : "dark";
  return (
    <Button
      variant="ghost"
      size="icon"
      onClick={() => setTheme(next)}
      aria-label={`Switch to ${next} theme`}
      title={`Switch to ${next} theme`}
    >
      {theme === "dark" ? <SunIcon aria-hidden="true" /> : <MoonIcon aria-hidden="true" />}
    </Button>
  );
}
