import { useEffect, useRef } from 'react';

/**
 * The microphone's signal as it is heard, redrawn each frame from the analyser's time-domain
 * samples, so the person recording sees that sound is arriving. The canvas is stretched to its
 * box by CSS; it is drawn in the element's text colour, so the theme chooses it.
 */
export function LiveWaveform({ analyser, width = 640, height = 64 }: LiveWaveformProps) {
  const canvas = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    const element = canvas.current;
    const draw = element?.getContext('2d');
    if (!element || !draw) return;
    const samples = new Uint8Array(analyser.fftSize);
    const color = getComputedStyle(element).color;
    let frame = 0;
    const paint = () => {
      analyser.getByteTimeDomainData(samples);
      draw.clearRect(0, 0, width, height);
      draw.strokeStyle = color;
      draw.lineWidth = 2;
      draw.beginPath();
      for (let index = 0; index < samples.length; index++) {
        const x = (index / (samples.length - 1)) * width;
        const y = (samples[index]! / 255) * height;
        if (index === 0) draw.moveTo(x, y);
        else draw.lineTo(x, y);
      }
      draw.stroke();
      frame = requestAnimationFrame(paint);
    };
    frame = requestAnimationFrame(paint);
    return () => cancelAnimationFrame(frame);
  }, [analyser, width, height]);

  return (
    <canvas
      ref={canvas}
      className="recorder__live"
      role="img"
      aria-label="Live waveform"
      width={width}
      height={height}
    />
  );
}

export interface LiveWaveformProps {
  analyser: AnalyserNode;
  width?: number;
  height?: number;
}
